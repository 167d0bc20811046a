// Dermo-cosmetics and personal care (10% VAT, lot-tracked for their expiry).
import { boxOf, group, single } from './spec';

export const cosmetics = group({ kind: 'cosmetic', c: 'cham-soc-da' }, [
  { n: 'La Roche-Posay Effaclar Duo+ 40ml', ai: 'Niacinamide, Procerad, LHA, Piroctone olamine', f: 'Kem dưỡng', pack: single('tuyp', 'Tuýp 40ml'), p: 465000, m: 'laroche', t: ['nhap-khau', 'ban-chay'], u: 'Thoa lên da mụn sáng và tối sau khi làm sạch.' },
  { n: 'La Roche-Posay Anthelios UVMune 400 SPF50+ 50ml', ai: 'Mexoryl 400, Mexoryl SX, XL', f: 'Kem chống nắng', pack: single('tuyp', 'Tuýp 50ml'), p: 525000, m: 'laroche', t: ['nhap-khau', 'ban-chay'], u: 'Thoa trước khi ra nắng 15 phút, thoa lại sau 2 giờ.' },
  { n: 'La Roche-Posay Cicaplast Baume B5+ 40ml', ai: 'Panthenol 5%, Madecassoside', f: 'Kem dưỡng phục hồi', pack: single('tuyp', 'Tuýp 40ml'), p: 385000, m: 'laroche', t: ['nhap-khau'], u: 'Thoa lên vùng da kích ứng 2 lần/ngày.' },
  { n: 'La Roche-Posay Effaclar gel rửa mặt 200ml', ai: 'Zinc PCA', f: 'Gel rửa mặt', pack: single('chai', 'Chai 200ml'), p: 405000, m: 'laroche', t: ['nhap-khau'], u: 'Tạo bọt với nước, massage rồi rửa sạch.' },
  { n: 'Vichy Mineral 89 50ml', ai: 'Nước khoáng núi lửa Vichy 89%, Hyaluronic acid', f: 'Tinh chất dưỡng da', pack: single('lo', 'Lọ 50ml'), p: 835000, m: 'vichy', t: ['nhap-khau'], u: 'Dùng sáng và tối trước kem dưỡng.' },
  { n: 'Bioderma Sensibio H2O 500ml', ai: 'Micellar, chiết xuất dưa leo', f: 'Nước tẩy trang', pack: single('chai', 'Chai 500ml'), p: 495000, m: 'bioderma', t: ['nhap-khau', 'ban-chay'], u: 'Thấm bông tẩy trang, lau nhẹ mặt và mắt.' },
  { n: 'Bioderma Sébium Gel Moussant 200ml', ai: 'Zinc gluconate, Fluidactiv', f: 'Gel rửa mặt', pack: single('tuyp', 'Tuýp 200ml'), p: 365000, m: 'bioderma', t: ['nhap-khau'], u: 'Rửa mặt sáng và tối.' },
  { n: 'Avène Thermal Spring Water 300ml', ai: 'Nước khoáng Avène', f: 'Xịt khoáng', pack: single('chai', 'Bình xịt 300ml'), p: 395000, m: 'avene', t: ['nhap-khau'], u: 'Xịt cách mặt 20 cm, thấm khô sau 2 phút.' },
  { n: 'Avène Cicalfate+ Restorative Cream 40ml', ai: 'Đồng sulfat, Kẽm sulfat, Sucralfate', f: 'Kem dưỡng phục hồi', pack: single('tuyp', 'Tuýp 40ml'), p: 365000, m: 'avene', t: ['nhap-khau'], u: 'Thoa 1–2 lần/ngày lên vùng da tổn thương nhẹ.' },
  { n: 'Cetaphil Gentle Skin Cleanser 500ml', ai: 'Glycerin, Niacinamide, Panthenol', f: 'Sữa rửa mặt', pack: single('chai', 'Chai 500ml'), p: 395000, m: 'galderma', t: ['nhap-khau', 'ban-chay'], u: 'Rửa mặt hằng ngày, dùng được cho da nhạy cảm và trẻ em.' },
  { n: 'Cetaphil Moisturising Lotion 473ml', ai: 'Glycerin, Niacinamide, Panthenol', f: 'Sữa dưỡng ẩm', pack: single('chai', 'Chai 473ml'), p: 455000, m: 'galderma', t: ['nhap-khau'], u: 'Thoa toàn thân sau khi tắm.' },
  { n: 'CeraVe Foaming Cleanser 473ml', ai: 'Ceramide, Niacinamide, Hyaluronic acid', f: 'Sữa rửa mặt tạo bọt', pack: single('chai', 'Chai 473ml'), p: 435000, m: 'cerave', t: ['nhap-khau'], u: 'Rửa mặt sáng và tối.' },
  { n: 'CeraVe Moisturising Cream 340g', ai: 'Ceramide, Hyaluronic acid', f: 'Kem dưỡng ẩm', pack: single('hop', 'Hũ 340g'), p: 465000, m: 'cerave', t: ['nhap-khau'], u: 'Thoa lên da khô 2 lần/ngày.' },
  { n: 'Eucerin Pro Acne Solution Gel rửa mặt 200ml', ai: 'Thiamidol, Salicylic acid', f: 'Gel rửa mặt', pack: single('tuyp', 'Tuýp 200ml'), p: 385000, m: 'eucerin', t: ['nhap-khau'], u: 'Rửa mặt 2 lần/ngày.' },
  { n: 'Hiruscar Gel 20g', ai: 'MPS, Allantoin, Vitamin B3, Vitamin E', f: 'Gel bôi da', pack: single('tuyp', 'Tuýp 20g'), p: 215000, m: 'medinova', t: ['nhap-khau'], u: 'Thoa lên vết sẹo 2–3 lần/ngày, liên tục 8 tuần.' },
  { n: 'Acnes Medical Cream 18g', ai: 'Sulfur, Resorcinol, Glycyrrhizinate', f: 'Kem bôi da', pack: single('tuyp', 'Tuýp 18g'), p: 62000, m: 'rohto', u: 'Chấm lên nốt mụn 2–3 lần/ngày.' },
  { n: 'Sunplay Skin Aqua Clear White SPF50+ 25g', ai: 'Hyaluronic acid, Vitamin C', f: 'Sữa chống nắng', pack: single('tuyp', 'Tuýp 25g'), p: 89000, m: 'rohto', u: 'Thoa trước khi ra nắng 15 phút.' },
  { n: 'Son dưỡng môi DHC Lip Cream 1,5g', ai: 'Dầu ô liu, Lô hội, Vitamin E', f: 'Son dưỡng', pack: single('cai', 'Thỏi 1,5g'), p: 135000, m: 'dhc', t: ['nhap-khau'], u: 'Thoa khi môi khô.' },
]);

export const bodyCare = group({ kind: 'cosmetic', c: 'cham-soc-co-the' }, [
  { n: 'Lactacyd FH 250ml', ai: 'Acid lactic, Lactoserum', f: 'Dung dịch vệ sinh phụ nữ', pack: single('chai', 'Chai 250ml'), p: 98000, m: 'sanofivn', t: ['ban-chay'], u: 'Pha loãng, vệ sinh vùng kín 1–2 lần/ngày.' },
  { n: 'Dung dịch vệ sinh phụ nữ Dạ Hương 100ml', ai: 'Chiết xuất lô hội, Trà xanh', f: 'Dung dịch vệ sinh', pack: single('chai', 'Chai 100ml'), p: 32000, m: 'hoalinh', u: 'Pha loãng với nước, vệ sinh hằng ngày.' },
  { n: 'Dầu gội Selsun 100ml', ai: 'Selen sulfid 1%', f: 'Dầu gội', pack: single('chai', 'Chai 100ml'), p: 72000, m: 'rohto', u: 'Gội 2 lần/tuần, để bọt 3 phút rồi xả sạch.' },
  { n: 'Xịt chống muỗi Remos 150ml', ai: 'DEET', f: 'Xịt dùng ngoài', pack: single('chai', 'Chai xịt 150ml'), p: 72000, m: 'rohto', t: ['tre-em'], u: 'Xịt lên vùng da hở, tránh mắt và miệng.' },
  { n: 'Kem chống hăm Bepanthen Baby 30g', ai: 'Dexpanthenol 5%, Lanolin', f: 'Kem bôi da', pack: single('tuyp', 'Tuýp 30g'), p: 115000, m: 'bayer', t: ['nhap-khau', 'tre-em'], u: 'Thoa sau mỗi lần thay tã.' },
  { n: 'Nước rửa tay khô On1 500ml', ai: 'Ethanol 70%, Glycerin', f: 'Gel rửa tay khô', pack: single('chai', 'Chai 500ml'), p: 55000, m: 'opc', u: 'Xoa đều lên tay 30 giây, không cần rửa lại.' },
  { n: 'Tã người lớn Caryn dán size M (10 miếng)', ai: null, f: null, pack: boxOf(10, 'mieng'), p: 16500, m: 'unicharm', t: ['nguoi-cao-tuoi'], u: 'Thay sau 4–6 giờ hoặc khi đầy.', note: 'Bán lẻ theo miếng hoặc nguyên bịch 10 miếng.' },
  { n: 'Băng vệ sinh Laurier Super Slim (gói 20 miếng)', ai: null, f: null, pack: single('goi', 'Gói 20 miếng'), p: 42000, m: 'kao', u: 'Thay 3–4 giờ một lần.' },
]);

export const oralCare = group({ kind: 'cosmetic', c: 'rang-mieng' }, [
  { n: 'Listerine Cool Mint 750ml', ai: 'Tinh dầu bạc hà, Eucalyptol, Thymol', f: 'Nước súc miệng', pack: single('chai', 'Chai 750ml'), p: 125000, m: 'jnj', t: ['nhap-khau'], u: 'Súc miệng 20ml trong 30 giây, 2 lần/ngày.' },
  { n: 'Kem đánh răng Sensodyne Repair & Protect 100g', ai: 'Novamin, Natri fluorid', f: 'Kem đánh răng', pack: single('tuyp', 'Tuýp 100g'), p: 78000, m: 'haleon', co: 'Ấn Độ', t: ['nhap-khau'], u: 'Chải răng 2 lần/ngày.' },
  { n: 'Nước súc miệng T-B 500ml', ai: 'Natri clorid, Tinh dầu bạc hà', f: 'Nước súc miệng', pack: single('chai', 'Chai 500ml'), p: 28000, m: 'opc', u: 'Súc miệng sau khi đánh răng.' },
  { n: 'Bàn chải Oral-B Pro Clean mềm', ai: null, f: null, pack: single('cai', 'Vỉ 1 cái'), p: 35000, m: 'pg', tr: 'basic', u: 'Thay bàn chải sau 3 tháng.' },
  { n: 'Chỉ nha khoa Oral-B Essential Floss 50m', ai: null, f: null, pack: single('cai', 'Hộp 50m'), p: 69000, m: 'pg', co: 'Ireland', tr: 'basic', t: ['nhap-khau'], u: 'Làm sạch kẽ răng mỗi tối.' },
]);
