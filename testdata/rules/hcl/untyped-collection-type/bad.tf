variable "subnets" {
  type        = list # want "hcl/untyped-collection-type"
  description = "Subnet ids"
}

variable "tags" {
  type = map # want "hcl/untyped-collection-type"
}
