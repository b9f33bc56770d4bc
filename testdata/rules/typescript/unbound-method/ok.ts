import debounce from 'lodash/debounce';

interface Row {
  id: string;
  price: number;
}

export class PriceService {
  private rate = 1.2;
  private saveLater: () => void;

  constructor() {
    this.onResize = this.onResize.bind(this);
    this.saveLater = debounce(this.save, 300);
  }

  get total(): number {
    return this.rate * 100;
  }

  private withTax(row: Row): Row {
    return { ...row, price: row.price * this.rate };
  }

  private static double(n: number): number {
    return n * 2;
  }

  private handle = (row: Row): void => {
    console.log(row.id, this.rate);
  };

  onResize(): void {
    console.log(this.rate);
  }

  save(): void {
    console.log(this.rate);
  }

  apply(rows: Row[]): Row[] {
    rows.forEach(this.handle);
    rows.forEach(this.withTax, this);
    window.addEventListener('resize', this.onResize);
    console.log(this.total);
    return rows.map((row) => this.withTax(row));
  }
}
