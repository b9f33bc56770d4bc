resource "azurerm_web_application_firewall_policy" "main" {
  name                = "main"
  resource_group_name = azurerm_resource_group.main.name
  location            = "westeurope"
  policy_settings {
    enabled = true
    mode    = "Prevention"
  }
}

resource "azurerm_application_gateway" "gw" {
  name                = "gw"
  resource_group_name = azurerm_resource_group.main.name
  location            = "westeurope"
  waf_configuration {
    enabled          = true
    firewall_mode    = "Prevention"
    rule_set_version = "3.2"
  }
}
