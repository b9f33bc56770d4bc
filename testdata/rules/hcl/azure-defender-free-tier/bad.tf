resource "azurerm_security_center_subscription_pricing" "vms" {
  tier          = "Free" # want "hcl/azure-defender-free-tier"
  resource_type = "VirtualMachines"
}
