resource "azurerm_storage_account" "data" {
  name                     = "data"
  account_tier             = "Standard"
  account_replication_type = "LRS"
  network_rules {
    default_action             = "Deny"
    virtual_network_subnet_ids = [azurerm_subnet.app.id]
    bypass                     = ["AzureServices"]
  }
}

resource "azurerm_web_application_firewall_policy" "waf" {
  name = "waf"
  custom_rules {
    name     = "allow-office"
    action   = "Allow"
    priority = 1
  }
  managed_rules {
    default_action = "Allow"
  }
}
