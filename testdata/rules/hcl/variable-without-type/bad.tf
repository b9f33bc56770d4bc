variable "instance_count" { # want "hcl/variable-without-type: variable \"instance_count\" has no type"
  description = "How many web servers to run"
  default     = 2
}
