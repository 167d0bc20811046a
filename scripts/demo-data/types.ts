/**
 * The shape of the demo shop's data files (scripts/demo-data/*.json). Keys are the API's snake_case
 * field names of DOMAIN.md; a reference to another record holds that record's `code`.
 */

export type DrugClass = 'otc' | 'rx' | 'none';
export type TrackingType = 'none' | 'basic' | 'lot' | 'serial';
export type SpecialControl = 'none' | 'narcotic' | 'psychotropic' | 'precursor';
export type Gender = 'male' | 'female';
export type PaymentMethod = 'cash' | 'bank_transfer' | 'card' | 'e_wallet';

export interface DemoCategory {
  code: string;
  name: string;
  /** Code of the parent category, or null for a top-level one. */
  parent: string | null;
  sort_order: number;
}

export interface DemoTag {
  code: string;
  name: string;
  color: string;
}

export interface DemoUom {
  code: string;
  name: string;
}

export interface DemoTax {
  code: string;
  name: string;
  /** Percent: 0, 5, 8 or 10. */
  rate: number;
  included_in_price: boolean;
  /** `kct`: not subject to VAT, a category apart from 0%. */
  vat_category?: 'rate' | 'kct';
}

export interface DemoSpecialization {
  code: string;
  name: string;
}

export interface DemoCustomerGroup {
  code: string;
  name: string;
  discount_percent: number;
  note: string | null;
}

export interface DemoVendor {
  code: string;
  name: string;
  tax_code: string;
  phone: string;
  email: string | null;
  address: string;
  contact_person: string;
  bank_name: string;
  bank_account: string;
  note: string | null;
}

export interface DemoProductUnit {
  /** UOM code. */
  uom: string;
  /** Base units in one of this unit: 1 for the base unit. */
  factor: number;
  /** VAT-inclusive price of one of this unit, whole đồng. */
  price: number;
  /** EAN-13. */
  barcode: string;
  is_base: boolean;
}

export interface DemoProduct {
  code: string;
  name: string;
  category: string;
  tags: string[];
  drug_class: DrugClass;
  active_ingredient: string | null;
  strength: string | null;
  dosage_form: string | null;
  route: string | null;
  registration_number: string | null;
  national_drug_code: string | null;
  manufacturer: string | null;
  country_of_origin: string | null;
  packaging: string;
  /** UOM code of the base unit (the unit with factor 1). */
  base_unit: string;
  units: DemoProductUnit[];
  /** Cost of one base unit, whole đồng. */
  cost_price: number;
  /** Price of one base unit (equals the base unit's price). */
  sale_price: number;
  tax: string;
  tracking_type: TrackingType;
  min_stock: number;
  max_stock: number;
  storage_conditions: string | null;
  special_control: SpecialControl;
  usage_instructions: string | null;
  default_vendor: string | null;
  is_active: boolean;
  note: string | null;
}

export interface DemoLot {
  product: string;
  lot_number: string;
  manufacture_date: string;
  expiry_date: string;
  /** On hand, base units. */
  quantity: number;
  /** Cost of one base unit, whole đồng. */
  cost: number;
}

/** Opening quantity of a product tracked by quantity only (tracking_type basic). */
export interface DemoStock {
  product: string;
  quantity: number;
  cost: number;
}

/** One unit in stock of a serial-tracked product. */
export interface DemoSerial {
  product: string;
  serial_number: string;
  cost: number;
}

export interface DemoCustomer {
  code: string;
  full_name: string;
  phone: string | null;
  gender: Gender;
  /** ISO date, or null when only the age is known. */
  date_of_birth: string | null;
  email: string | null;
  /** House number and street. */
  street: string | null;
  ward: string | null;
  district: string | null;
  province: string | null;
  customer_group: string | null;
  company_name: string | null;
  tax_code: string | null;
  allergies: string | null;
  note: string | null;
}

export interface DemoDoctor {
  code: string;
  name: string;
  specialization: string;
  workplace: string;
  /** Practising certificate (chứng chỉ hành nghề) number. */
  certificate_number: string;
  phone: string | null;
  address: string | null;
}

export interface DemoTemplateItem {
  product: string;
  /** Quantity in `unit`. */
  quantity: number;
  /** UOM code, one of the product's units. */
  unit: string;
  /** Dosage instructions, e.g. "Sáng 1 viên, tối 1 viên sau ăn". */
  dosage: string;
}

export interface DemoPrescriptionTemplate {
  code: string;
  name: string;
  diagnosis: string;
  instructions: string | null;
  items: DemoTemplateItem[];
}

/** A POS layout item: a product, or a folder of products. */
export type DemoPosItem =
  | { type: 'product'; product: string }
  | { type: 'folder'; name: string; items: { type: 'product'; product: string }[] };

export interface DemoPosCategory {
  name: string;
  color: string;
  items: DemoPosItem[];
}

export interface DemoTill {
  name: string;
  order_code_prefix: string;
  payment_methods: PaymentMethod[];
  receipt_layout: '80mm' | '58mm' | 'a5';
  receipt_header: string;
  receipt_footer: string;
  receipt_show_logo: boolean;
  /** Customer code, or null for none (walk-in sales). */
  default_customer: string | null;
  allow_negative_stock: boolean;
  is_active: boolean;
  layout: { categories: DemoPosCategory[] };
}

/** The shop's settings: store (GET|PUT /settings/store), general and e-invoice settings. */
export interface DemoStore {
  store: {
    name: string;
    address: string;
    phone: string;
    email: string;
    tax_code: string;
    gpp_certificate_number: string;
    pharmacist_name: string;
    business_licence_number: string;
    pharmacist_certificate_number: string;
    national_facility_code: string;
  };
  general: {
    expiry_warning_days: number;
    low_stock_threshold: number;
    fefo_enabled: boolean;
    allow_negative_stock: boolean;
    cash_rounding: number;
    vietqr_bank_bin: string;
    vietqr_account_number: string;
    vietqr_account_name: string;
  };
  einvoice: {
    provider: 'none' | 'viettel' | 'vnpt' | 'misa' | 'bkav' | 'fpt';
    enabled: boolean;
    template_code: string;
    series: string;
    seller_name: string;
    seller_tax_code: string;
    seller_address: string;
    seller_phone: string;
    seller_email: string;
  };
}

/** Every file of the demo shop, as `loadDemoData()` returns it. */
export interface DemoData {
  categories: DemoCategory[];
  tags: DemoTag[];
  uoms: DemoUom[];
  taxes: DemoTax[];
  specializations: DemoSpecialization[];
  customer_groups: DemoCustomerGroup[];
  vendors: DemoVendor[];
  products: DemoProduct[];
  lots: DemoLot[];
  stock: DemoStock[];
  serials: DemoSerial[];
  customers: DemoCustomer[];
  doctors: DemoDoctor[];
  prescription_templates: DemoPrescriptionTemplate[];
  pos_layout: DemoTill[];
  store: DemoStore;
}
