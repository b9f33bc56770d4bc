variable "zones" {
  type    = list(string)
  default = ["a", "b"]
}

variable "settings" {
  type = object({
    tags = map(string)
  })
}

locals {
  zones = tolist(["a", "b"])
  tags  = { Name = "web" }
}
