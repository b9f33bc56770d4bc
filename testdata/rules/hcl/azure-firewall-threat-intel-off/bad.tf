resource "azurerm_firewall" "hub" { # want "hcl/azure-firewall-threat-intel-off"
  name                = "hub"
  location            = azurerm_resource_group.rg.location
  resource_group_name = azurerm_resource_group.rg.name
  sku_name            = "AZFW_VNet"
  sku_tier            = "Standard"
  threat_intel_mode   = "Off"
}

variable "threat_intel_mode" {
  type    = string
  default = "Off"
}

resource "azurerm_firewall_policy" "hub" { # want "hcl/azure-firewall-threat-intel-off"
  name                = "hub"
  resource_group_name = azurerm_resource_group.rg.name
  location            = azurerm_resource_group.rg.location
  threat_intel_mode   = var.threat_intel_mode
}
