resource "azurerm_security_center_subscription_pricing" "vms" { # want "hcl/azure-defender-free-tier"
  tier          = "Free"
  resource_type = "VirtualMachines"
}
