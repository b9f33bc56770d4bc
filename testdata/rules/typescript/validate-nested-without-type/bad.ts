import { IsString, ValidateNested, IsArray } from 'class-validator';

export class AddressDto {
  @IsString()
  street: string;
}

export class CreateCustomerDto {
  @IsString()
  name: string;

  @ValidateNested()
  address: AddressDto; // want "typescript/validate-nested-without-type"

  @IsArray()
  @ValidateNested({ each: true })
  shipping: AddressDto[]; // want "typescript/validate-nested-without-type"
}
