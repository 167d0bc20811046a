/** Customers, doctors and prescription templates. */
import type { Customer, CustomerInput, Doctor, DoctorInput } from '../domain/catalog/parties';
import type { PrescriptionTemplate, PrescriptionTemplateInput } from '../domain/catalog/prescription-templates';
import { resource } from './resource';

export const customersApi = resource<Customer, CustomerInput>('customers');
export const doctorsApi = resource<Doctor, DoctorInput>('doctors');
export const prescriptionTemplatesApi = resource<PrescriptionTemplate, PrescriptionTemplateInput>(
  'prescription-templates',
);
