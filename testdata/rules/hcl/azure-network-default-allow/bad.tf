resource "azurerm_storage_account" "data" { # want "hcl/azure-network-default-allow"
  name                     = "data"
  account_tier             = "Standard"
  account_replication_type = "LRS"
  network_rules {
    default_action = "Allow"
  }
}

resource "azurerm_key_vault" "main" { # want "hcl/azure-network-default-allow"
  name      = "main"
  tenant_id = data.azurerm_client_config.current.tenant_id
  sku_name  = "standard"
  network_acls {
    bypass         = "AzureServices"
    default_action = "Allow"
  }
}
