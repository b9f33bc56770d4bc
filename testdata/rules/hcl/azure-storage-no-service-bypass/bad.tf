resource "azurerm_storage_account" "main" { # want "hcl/azure-storage-no-service-bypass"
  name                     = "acmemain"
  resource_group_name      = azurerm_resource_group.main.name
  location                 = "westeurope"
  account_tier             = "Standard"
  account_replication_type = "GRS"
  network_rules {
    default_action = "Deny"
    bypass         = ["Metrics"]
  }
}
