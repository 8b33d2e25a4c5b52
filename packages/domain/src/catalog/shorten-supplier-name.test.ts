import { describe, expect, it } from 'vitest';
import { shortenSupplierName } from './shorten-supplier-name';

describe('shortenSupplierName', () => {
  it.each<[string, string]>([
    ['Công ty TNHH Hải Sản Biển Đông', 'Hải Sản Biển Đông'],
    ['Công ty CP Rau Quả Sạch Miền Nam', 'Rau Quả Sạch Miền Nam'],
    ['Công ty Cổ phần Sữa Việt', 'Sữa Việt'],
    ['CÔNG TY TNHH MTV Gia Vị Việt Hương', 'Gia Vị Việt Hương'],
    ['Công ty trách nhiệm hữu hạn Đồ Uống Phương Đông', 'Đồ Uống Phương Đông'],
    ['Hợp tác xã Trái Cây Cái Bè', 'Trái Cây Cái Bè'],
    ['HTX Nông nghiệp Tân Phú', 'Nông nghiệp Tân Phú'],
    ['Doanh nghiệp tư nhân Ba Tô', 'Ba Tô'],
    ['Công ty TNHH - Thực Phẩm Hà Thành', 'Thực Phẩm Hà Thành'],
    ['  Công ty   TNHH   Sao Mai ', 'Sao Mai'],
    ['Chợ Bếp Fresh', 'Chợ Bếp Fresh'],
    ['Công ty TNHH', 'Công ty TNHH'],
    // Only a whole legal form counts: "Công tyX" is a name.
    ['Công tyX Việt', 'Công tyX Việt'],
    ['HTXanh', 'HTXanh'],
    // Decomposed input reads the same and comes out NFC.
    ['Công ty TNHH Hải Sản Biển Đông'.normalize('NFD'), 'Hải Sản Biển Đông'],
  ])('%s → %s', (name, short) => {
    expect(shortenSupplierName(name)).toBe(short);
  });
});
