// AWB stocks: viewing them, and adding, changing and voiding numbers.

export const STOCK_ABILITIES = { view: 'financialDigest.stock.view', edit: 'financialDigest.stock.edit' } as const;
