resource "azurerm_storage_account" "logs" {
  name                     = "applogsstorage01"
  resource_group_name      = azurerm_resource_group.app.name
  location                 = azurerm_resource_group.app.location
  account_tier             = "Standard"
  account_replication_type = "GRS"
}

# built from parts: the value is only known at plan time
resource "azurerm_storage_account" "env" {
  name                     = "${var.prefix}logs${var.environment}"
  resource_group_name      = azurerm_resource_group.app.name
  location                 = azurerm_resource_group.app.location
  account_tier             = "Standard"
  account_replication_type = "GRS"
}

resource "azurerm_storage_account" "module" {
  name                     = var.storage_account_name
  resource_group_name      = var.resource_group_name
  location                 = var.location
  account_tier             = "Standard"
  account_replication_type = "LRS"
}

resource "azurerm_container_registry" "images" {
  name                = "appimages"
  resource_group_name = azurerm_resource_group.app.name
  location            = azurerm_resource_group.app.location
  sku                 = "Premium"
}

resource "azurerm_key_vault" "secrets" {
  name                = "app-secrets-prod"
  location            = azurerm_resource_group.app.location
  resource_group_name = azurerm_resource_group.app.name
  tenant_id           = data.azurerm_client_config.current.tenant_id
  sku_name            = "standard"
}

# other resources allow hyphens in their names
resource "azurerm_resource_group" "app" {
  name     = "rg-app-prod"
  location = "westeurope"
}

resource "azurerm_storage_container" "logs" {
  name                 = "app-logs"
  storage_account_name = azurerm_storage_account.logs.name
}
