/** Categories of the simulated affiliate catalogue. Books and eBooks are not offered (spec rule 5). */
export interface CategoryDef {
  name: string;
  /** First three characters of product ids. */
  prefix: string;
  path: string[];
  nouns: string[];
  brands: string[];
  mrp: [number, number];
  /** Attribute pools; empty means the attribute is sent as "". */
  sizes: string[];
  sizeUnit: string;
  storage: string[];
  displaySize: string[];
  /** Spec keys with their value pools. */
  specs: [string, string[]][];
  lifestyle: boolean;
}

export const CATEGORY_DEFS: CategoryDef[] = [
  {
    name: 'mobiles',
    prefix: 'MOB',
    path: ['Mobiles & Accessories', 'Mobiles', 'Smartphones'],
    nouns: ['5G Smartphone', 'Smartphone', 'Pro 5G', 'Neo'],
    brands: ['Samsung', 'Redmi', 'Realme', 'OnePlus', 'vivo', 'OPPO', 'Motorola', 'POCO', 'iQOO', 'Nokia'],
    mrp: [6999, 89999],
    sizes: [],
    sizeUnit: '',
    storage: ['64 GB', '128 GB', '256 GB'],
    displaySize: ['6.5 inch', '6.67 inch', '6.72 inch'],
    specs: [
      ['RAM', ['4 GB', '6 GB', '8 GB', '12 GB']],
      ['Battery Capacity', ['5000 mAh', '6000 mAh', '4500 mAh']],
      ['Network Type', ['5G, 4G VOLTE', '4G VOLTE']],
      ['Processor Type', ['Dimensity 7050', 'Snapdragon 6 Gen 1', 'Helio G99']],
    ],
    lifestyle: false,
  },
  {
    name: 'televisions',
    prefix: 'TVS',
    path: ['Home Entertainment', 'Televisions', 'Smart TVs'],
    nouns: ['Smart LED TV', 'Ultra HD (4K) LED Smart Google TV', 'HD Ready LED TV'],
    brands: ['Samsung', 'LG', 'Sony', 'Mi', 'TCL', 'Thomson', 'Acer', 'Vu'],
    mrp: [9999, 149999],
    sizes: [],
    sizeUnit: '',
    storage: [],
    displaySize: ['80 cm (32 inch)', '108 cm (43 inch)', '139 cm (55 inch)'],
    specs: [
      ['Display Type', ['LED', 'QLED', 'OLED']],
      ['Refresh Rate', ['60 Hz', '120 Hz']],
      ['HDMI', ['2', '3', '4']],
    ],
    lifestyle: false,
  },
  {
    name: 'laptops',
    prefix: 'COM',
    path: ['Computers', 'Laptops'],
    nouns: ['Thin and Light Laptop', 'Gaming Laptop', 'Chromebook'],
    brands: ['HP', 'Lenovo', 'ASUS', 'Acer', 'Dell', 'MSI', 'Infinix'],
    mrp: [24999, 179999],
    sizes: [],
    sizeUnit: '',
    storage: ['256 GB SSD', '512 GB SSD', '1 TB SSD'],
    displaySize: ['35.56 cm (14 inch)', '39.62 cm (15.6 inch)'],
    specs: [
      ['Processor', ['Intel Core i5 12th Gen', 'AMD Ryzen 5 Hexa Core', 'Intel Core i3 13th Gen']],
      ['RAM', ['8 GB DDR4', '16 GB DDR5']],
      ['Operating System', ['Windows 11 Home', 'Chrome OS']],
    ],
    lifestyle: false,
  },
  {
    name: 'bags_wallets_belts',
    prefix: 'WAL',
    path: ['Lifestyle', 'Leather & Travel Accessories', 'Wallets & Clutches'],
    nouns: ['Slim Fold Wallet', 'Card Holder', 'Leather Belt', 'Backpack'],
    brands: ['American Tourister', 'Wildcraft', 'Skybags', 'Lavie', 'Woodland', 'Hidesign'],
    mrp: [299, 4999],
    sizes: ['Free Size'],
    sizeUnit: '',
    storage: [],
    displaySize: [],
    specs: [
      ['Material', ['Genuine Leather', 'Polyester', 'PU']],
      ['Number of Compartments', ['2', '3', '4']],
    ],
    lifestyle: true,
  },
  {
    name: 'food_nutrition',
    prefix: 'VSL',
    path: ['Health Care', 'Health Supplements', 'Vitamin Supplement'],
    nouns: ['Whey Protein', 'Multivitamin Tablets', 'Peanut Butter', 'Green Tea'],
    brands: ['MuscleBlaze', 'HealthKart', 'Tata', 'Dabur', 'Patanjali', 'Himalaya', 'Optimum Nutrition'],
    mrp: [149, 5999],
    sizes: ['300 g', '500 g', '1 kg'],
    sizeUnit: 'g',
    storage: [],
    displaySize: [],
    specs: [
      ['Form', ['Powder', 'Tablet', 'Capsule']],
      ['Suitable For', ['Vegetarian', 'Non-Vegetarian']],
      ['Container Type', ['Jar', 'Pouch']],
    ],
    lifestyle: false,
  },
  {
    name: 'mens_clothing',
    prefix: 'TSH',
    path: ['Apparels', 'Men', 'Polos & T-Shirts'],
    nouns: ['Solid Men Round Neck T-Shirt', 'Printed Men Polo Neck T-Shirt', 'Striped Men Casual Shirt'],
    brands: ['Roadster', 'HRX', 'U.S. POLO ASSN.', 'Allen Solly', 'Peter England', 'Van Heusen'],
    mrp: [399, 2999],
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    sizeUnit: '',
    storage: [],
    displaySize: [],
    specs: [
      ['Fabric', ['Cotton', 'Cotton Blend', 'Polyester']],
      ['Fit', ['Regular', 'Slim']],
      ['Pattern', ['Solid', 'Printed', 'Striped']],
    ],
    lifestyle: true,
  },
  {
    name: 'kitchen_appliances',
    prefix: 'MKP',
    path: ['Home & Kitchen', 'Kitchen Appliances', 'Mixer Grinders'],
    nouns: ['Mixer Grinder', 'Electric Kettle', 'Induction Cooktop'],
    brands: ['Prestige', 'Bajaj', 'Philips', 'Pigeon', 'Butterfly', 'Havells'],
    mrp: [799, 9999],
    sizes: [],
    sizeUnit: '',
    storage: [],
    displaySize: [],
    specs: [
      ['Power Consumption', ['500 W', '750 W', '1500 W']],
      ['Number of Jars', ['2', '3', '4']],
    ],
    lifestyle: false,
  },
  {
    name: 'footwear',
    prefix: 'SHO',
    path: ['Footwear', 'Men', 'Sports Shoes'],
    nouns: ['Running Shoes For Men', 'Sneakers For Men', 'Walking Shoes For Women'],
    brands: ['Campus', 'Sparx', 'Puma', 'Bata', 'Red Tape', 'ASIAN'],
    mrp: [499, 7999],
    sizes: ['6', '7', '8', '9', '10'],
    sizeUnit: 'UK/India',
    storage: [],
    displaySize: [],
    specs: [
      ['Outer Material', ['Mesh', 'Synthetic', 'Leather']],
      ['Closure', ['Lace-Ups', 'Slip On']],
      ['Sole Material', ['EVA', 'Rubber', 'PU']],
    ],
    lifestyle: true,
  },
  {
    name: 'cameras',
    prefix: 'CAM',
    path: ['Cameras & Accessories', 'Cameras', 'DSLR & Mirrorless'],
    nouns: ['Mirrorless Camera Body', 'DSLR Camera with Kit Lens', 'Vlogging Camera'],
    brands: ['Canon', 'Nikon', 'Sony', 'Fujifilm', 'Panasonic'],
    mrp: [24999, 249999],
    sizes: [],
    sizeUnit: '',
    storage: [],
    displaySize: ['7.5 cm (3 inch)'],
    specs: [
      ['Effective Pixels', ['24.2 MP', '26.1 MP', '45.7 MP']],
      ['Sensor Type', ['CMOS', 'APS-C CMOS', 'Full Frame CMOS']],
      ['Video Resolution', ['4K', 'Full HD']],
    ],
    lifestyle: false,
  },
  {
    name: 'watches',
    prefix: 'WAT',
    path: ['Watches', 'Wrist Watches', 'Analog Watches'],
    nouns: ['Analog Watch - For Men', 'Analog Watch - For Women', 'Smart Watch'],
    brands: ['Titan', 'Fastrack', 'Casio', 'Sonata', 'Timex', 'Fossil'],
    mrp: [799, 24999],
    sizes: [],
    sizeUnit: '',
    storage: [],
    displaySize: [],
    specs: [
      ['Strap Material', ['Leather', 'Stainless Steel', 'Silicone']],
      ['Water Resistant', ['Yes', 'No']],
    ],
    lifestyle: true,
  },
];
