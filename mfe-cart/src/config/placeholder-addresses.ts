/**
 * A plausible shipping address per market country. Commerce Layer prices shipping and taxes
 * from the order's shipping address, so a cart gets one of these until checkout asks for the
 * real one (checkout replaces it; nobody ships to these).
 */
export interface PlaceholderAddress {
  readonly first_name: string
  readonly last_name: string
  readonly line_1: string
  readonly city: string
  readonly zip_code: string
  readonly state_code: string
  readonly country_code: string
  readonly phone: string
}

const sample = (
  country_code: string,
  line_1: string,
  city: string,
  zip_code: string,
  state_code: string,
  phone: string,
): PlaceholderAddress => ({
  first_name: 'Guest',
  last_name: 'Shopper',
  line_1,
  city,
  zip_code,
  state_code,
  country_code,
  phone,
})

const samples: readonly PlaceholderAddress[] = [
  sample('IT', 'Via Roma 1', 'Milano', '20121', 'MI', '+39 02 1234567'),
  sample('DE', 'Unter den Linden 1', 'Berlin', '10117', 'BE', '+49 30 1234567'),
  sample('FR', '1 Rue de Rivoli', 'Paris', '75001', 'IDF', '+33 1 23 45 67 89'),
  sample('ES', 'Calle Mayor 1', 'Madrid', '28013', 'M', '+34 91 123 45 67'),
  sample('NL', 'Damrak 1', 'Amsterdam', '1012 LG', 'NH', '+31 20 123 4567'),
  sample('BE', 'Grand-Place 1', 'Bruxelles', '1000', 'BRU', '+32 2 123 45 67'),
  sample('AT', 'Stephansplatz 1', 'Wien', '1010', 'W', '+43 1 1234567'),
  sample('GB', '1 Regent Street', 'London', 'SW1Y 4NR', 'LND', '+44 20 1234 5678'),
  sample('CH', 'Bahnhofstrasse 1', 'Zürich', '8001', 'ZH', '+41 44 123 45 67'),
  sample('US', '1 Broadway', 'New York', '10004', 'NY', '+1 212 555 0100'),
  sample('NO', 'Karl Johans gate 1', 'Oslo', '0154', 'OS', '+47 22 12 34 56'),
  sample('SG', '1 Raffles Place', 'Singapore', '048616', 'SG', '+65 6123 4567'),
  sample('JP', '1-1 Marunouchi', 'Tokyo', '100-0005', 'TK', '+81 3 1234 5678'),
  sample('HK', '1 Queen’s Road Central', 'Hong Kong', '000000', 'HK', '+852 2123 4567'),
  sample('NZ', '1 Queen Street', 'Auckland', '1010', 'AUK', '+64 9 123 4567'),
  sample('IS', 'Laugavegur 1', 'Reykjavík', '101', 'RE', '+354 512 3456'),
  sample('ZA', '1 Long Street', 'Cape Town', '8001', 'WC', '+27 21 123 4567'),
  sample('CO', 'Carrera 7 # 1-01', 'Bogotá', '110111', 'DC', '+57 1 123 4567'),
  sample('TW', 'No. 1 Zhongxiao Road', 'Taipei', '100', 'TPE', '+886 2 1234 5678'),
]

/** The sample address for a country; a country without one borrows the Italian street with its own code. */
export function placeholderAddress(countryCode: string): PlaceholderAddress {
  const code = countryCode.toUpperCase()
  const found = samples.find((address) => address.country_code === code)
  return found ?? { ...(samples[0] as PlaceholderAddress), country_code: code }
}
