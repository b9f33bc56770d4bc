variable "subnets" {
  type        = list(string)
  description = "Subnet ids"
}

variable "tags" {
  type = map(string)
}

variable "anything" {
  type = any
}
