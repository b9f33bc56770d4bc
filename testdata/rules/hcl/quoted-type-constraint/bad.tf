variable "region" {
  type    = "string" # want "hcl/quoted-type-constraint"
  default = "eu-west-1"
}

variable "tags" {
  type = "map" # want "hcl/quoted-type-constraint"
}
