import type { HrEvaluation } from '@waha/shared';
import type { InterviewEvaluationsTable } from '../../db/schema.js';

/** One stored evaluation as the HR desk reads it. */
export function evaluationView(row: InterviewEvaluationsTable): HrEvaluation {
  return {
    id: row.id,
    applicationId: row.application_id,
    candidateName: row.candidate_name,
    interviewDate: row.interview_date,
    position: row.position,
    nationality: row.nationality,
    yearsOfExperience: Number(row.years_of_experience),
    age: Number(row.age),
    qualifications: row.qualifications,
    ratings: JSON.parse(row.ratings) as HrEvaluation['ratings'],
    additionalInfo: row.additional_info,
    recommendation: row.recommendation,
    lastPosition: row.last_position,
    salaryAndBenefits: row.salary_and_benefits,
    requestedPosition: row.requested_position,
    requestedSalary: row.requested_salary,
    interviewerName: row.interviewer_name,
    employeeNumber: row.employee_number,
    createdAt: row.created_at,
  };
}
