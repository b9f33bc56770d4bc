import { Type } from 'class-transformer';
import { IsString, ValidateNested, IsArray, IsOptional } from 'class-validator';

export class AddressDto {
  @IsString()
  street: string;
}

export class CreateCustomerDto {
  @IsString()
  name: string;

  @ValidateNested()
  @Type(() => AddressDto)
  address: AddressDto;

  @IsOptional()
  @IsArray()
  @Type(() => AddressDto)
  @ValidateNested({ each: true })
  shipping?: AddressDto[];
}
