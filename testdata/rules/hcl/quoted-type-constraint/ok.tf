variable "region" {
  type    = string
  default = "string"
}

variable "tags" {
  type = map(string)
}
