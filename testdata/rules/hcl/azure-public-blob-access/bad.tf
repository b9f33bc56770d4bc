resource "azurerm_storage_account" "data" { # want "hcl/azure-public-blob-access"
  name                            = "data"
  allow_nested_items_to_be_public = true
}

resource "azurerm_storage_container" "uploads" { # want "hcl/azure-public-blob-access: container_access_type = container"
  name                  = "uploads"
  storage_account_name  = azurerm_storage_account.data.name
  container_access_type = "container"
}
