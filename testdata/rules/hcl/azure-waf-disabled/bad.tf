resource "azurerm_web_application_firewall_policy" "main" { # want "hcl/azure-waf-disabled"
  name                = "main"
  resource_group_name = azurerm_resource_group.main.name
  location            = "westeurope"
  policy_settings {
    enabled = true
    mode    = "Detection"
  }
}

resource "azurerm_application_gateway" "gw" { # want "hcl/azure-waf-disabled"
  name                = "gw"
  resource_group_name = azurerm_resource_group.main.name
  location            = "westeurope"
  waf_configuration {
    enabled          = false
    firewall_mode    = "Prevention"
    rule_set_version = "3.2"
  }
}
