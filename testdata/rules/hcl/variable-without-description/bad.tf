variable "instance_count" { # want "hcl/variable-without-description"
  type    = number
  default = 2
}
