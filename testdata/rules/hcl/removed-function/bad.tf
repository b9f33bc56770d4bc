locals {
  zones = list("a", "b") # want "hcl/removed-function"
  tags  = map("Name", "web") # want "hcl/removed-function"
}
