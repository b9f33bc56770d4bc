resource "azurerm_firewall_policy" "hub" { # want "hcl/azure-firewall-idps-off"
  name                = "hub-policy"
  resource_group_name = azurerm_resource_group.hub.name
  location            = azurerm_resource_group.hub.location
  sku                 = "Premium"

  intrusion_detection {
    mode = "Off"
  }
}
