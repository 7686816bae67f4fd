import type { JobApplicationInput } from '@waha/shared';

type Rows = {
  dependants: JobApplicationInput['dependants'][number];
  jobs: JobApplicationInput['jobs'][number];
  courses: JobApplicationInput['education']['courses'][number];
  additional: JobApplicationInput['languages']['additional'][number];
  references: JobApplicationInput['references'][number];
};

/** An empty row of each repeatable section (the add buttons append these). */
export const EMPTY_ROWS: Rows = {
  dependants: { name: '', age: '', relation: '' },
  jobs: {
    title: '',
    duties: '',
    employer: '',
    address: '',
    phone: '',
    from: '',
    to: '',
    bankAccount: '',
    salary: '',
  },
  courses: { name: '' },
  additional: { language: '', reading: '' as never, writing: '' as never, speaking: '' as never },
  references: { name: '', position: '', workplace: '', phone: '' },
};

const unchosen = '' as never;
const skills = () => ({ reading: unchosen, writing: unchosen, speaking: unchosen });

/** The blank form: every choice unanswered, no rows, no pledge given. */
export function emptyApplication(): JobApplicationInput {
  return {
    personal: {
      position: '',
      firstName: '',
      fatherName: '',
      grandfatherName: '',
      lastName: '',
      birthDate: '',
      birthPlace: '',
      nationality: '',
      gender: unchosen,
      maritalStatus: unchosen,
    },
    identity: { number: '', issuePlace: '', issueDate: '' },
    passport: { number: '', issuePlace: '', issueDate: '' },
    contact: { mobile: '', email: '', homePhone: '', workPhone: '', homeAddress: '' },
    dependants: [],
    questions: {
      commercialRegister: unchosen,
      socialInsurance: unchosen,
      student: unchosen,
      hrFundSupport: unchosen,
      hrFundDetails: '',
      healthInsurance: unchosen,
      healthInsuranceType: '',
      smoking: unchosen,
    },
    jobs: [],
    education: {
      level: unchosen,
      school: '',
      specialization: '',
      grade: '',
      courses: [],
      hobbiesAndSkills: '',
    },
    languages: { arabic: skills(), english: skills(), additional: [] },
    relatives: '',
    references: [],
    pledges: {
      truthful: false as never,
      verification: false as never,
      falseInformation: false as never,
      policies: false as never,
    },
    sensitiveConsent: false,
    sensitive: { religion: '', bloodGroup: '', illnesses: '', illnessDetails: '', medicalTest: '' },
  };
}
