resource "azurerm_firewall" "hub" {
  name                = "hub"
  location            = azurerm_resource_group.rg.location
  resource_group_name = azurerm_resource_group.rg.name
  sku_name            = "AZFW_VNet"
  sku_tier            = "Standard"
  threat_intel_mode   = "Deny"
}

resource "azurerm_firewall_policy" "hub" {
  name                = "hub"
  resource_group_name = azurerm_resource_group.rg.name
  location            = azurerm_resource_group.rg.location
  threat_intel_mode   = "Alert"
}
