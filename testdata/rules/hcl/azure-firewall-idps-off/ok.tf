resource "azurerm_firewall_policy" "hub" {
  name                = "hub-policy"
  resource_group_name = azurerm_resource_group.hub.name
  location            = azurerm_resource_group.hub.location
  sku                 = "Premium"

  intrusion_detection {
    mode = "Deny"
  }
}

resource "azurerm_firewall_policy" "tuning" {
  name                = "tuning-policy"
  resource_group_name = azurerm_resource_group.hub.name
  location            = azurerm_resource_group.hub.location
  sku                 = "Premium"

  intrusion_detection {
    mode = "Alert"
  }
}

resource "azurerm_firewall_policy" "standard" {
  name                = "standard-policy"
  resource_group_name = azurerm_resource_group.hub.name
  location            = azurerm_resource_group.hub.location
  sku                 = "Standard"
  threat_intelligence_mode = "Deny"
}
