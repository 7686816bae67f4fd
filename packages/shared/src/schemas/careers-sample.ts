import type { JobApplicationInput } from './careers.js';

/**
 * A complete, valid job application as the form sends it: the one sample the unit, API and
 * end-to-end tests start from (each test changes what it checks). Not used by the product.
 */
export function sampleJobApplication(): JobApplicationInput {
  return {
    personal: {
      position: 'محاسب',
      firstName: 'محمد',
      fatherName: 'عبدالله',
      grandfatherName: 'سعد',
      lastName: 'القحطاني',
      birthDate: '1995-04-12',
      birthPlace: 'الرياض',
      nationality: 'سعودي',
      gender: 'male',
      maritalStatus: 'married',
    },
    identity: { number: '1000000008', issuePlace: 'الرياض', issueDate: '2015-01-10' },
    passport: { number: '', issuePlace: '', issueDate: '' },
    contact: {
      mobile: '0500000001',
      email: 'applicant@example.com',
      homePhone: '',
      workPhone: '',
      homeAddress: 'الرياض، حي النرجس',
    },
    dependants: [{ name: 'سارة', age: '4', relation: 'ابنة' }],
    questions: {
      commercialRegister: 'no',
      socialInsurance: 'yes',
      student: 'no',
      hrFundSupport: 'no',
      hrFundDetails: '',
      healthInsurance: 'no',
      healthInsuranceType: '',
      smoking: 'no',
    },
    jobs: [
      {
        title: 'محاسب',
        duties: 'إعداد القيود اليومية في Excel',
        employer: 'شركة الأمل',
        address: 'جدة',
        phone: '0126000000',
        from: '2018-01-01',
        to: '2023-06-30',
        bankAccount: '1234567890',
        salary: '6500',
      },
    ],
    education: {
      level: 'bachelor',
      school: 'جامعة الملك سعود',
      specialization: 'محاسبة',
      grade: '85',
      courses: [{ name: 'المحاسبة المالية' }],
      hobbiesAndSkills: 'القراءة',
    },
    languages: {
      arabic: { reading: 'excellent', writing: 'excellent', speaking: 'excellent' },
      english: { reading: 'good', writing: 'good', speaking: 'fine' },
      additional: [],
    },
    relatives: '',
    references: [{ name: 'خالد العتيبي', position: 'مدير', workplace: 'شركة الأمل', phone: '0500000002' }],
    pledges: { truthful: true, verification: true, falseInformation: true, policies: true },
    sensitiveConsent: false,
    sensitive: { religion: '', bloodGroup: '', illnesses: '', illnessDetails: '', medicalTest: '' },
  };
}
