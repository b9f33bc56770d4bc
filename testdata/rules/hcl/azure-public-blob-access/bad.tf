resource "azurerm_storage_account" "data" {
  name                            = "data"
  allow_nested_items_to_be_public = true # want "hcl/azure-public-blob-access"
}

resource "azurerm_storage_container" "uploads" {
  name                  = "uploads"
  storage_account_name  = azurerm_storage_account.data.name
  container_access_type = "container" # want "hcl/azure-public-blob-access: container_access_type = container"
}
