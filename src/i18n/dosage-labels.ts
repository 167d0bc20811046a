/** Vietnamese texts of the dosage labels printed for a sale's drugs (nhãn hướng dẫn sử dụng). */
export const dosageLabelsVi = {
  title: (code: string) => `In nhãn thuốc: đơn ${code}`,
  help: 'Nhãn dán lên túi thuốc bán lẻ: tên thuốc, hàm lượng, số lượng và cách dùng. Sửa cách dùng cho từng thuốc trước khi in.',
  none: 'Đơn này không có thuốc để in nhãn.',
  instructions: 'Cách dùng',
  instructionsFor: (name: string) => `Cách dùng: ${name}`,
  noInstructions: 'Chưa có cách dùng: nhập để in lên nhãn.',
  count: (name: string) => `Số nhãn: ${name}`,
  countShort: 'Số nhãn',
  quantity: (quantity: string, unit: string) => `SL: ${quantity} ${unit}`,
  format: 'Giấy nhãn',
  formats: { 'roll-1-50x30': 'Cuộn 1 nhãn một hàng (50 × 30 mm)', 'roll-1-40x30': 'Cuộn 1 nhãn một hàng (40 × 30 mm)' },
  preview: 'Xem trước',
  total: (labels: number) => `${labels} nhãn`,
  print: 'In nhãn',
  noneChosen: 'Nhập số nhãn cho ít nhất một thuốc.',
  tooMany: (max: number) => `In tối đa ${max} nhãn mỗi lần.`,
} as const;
