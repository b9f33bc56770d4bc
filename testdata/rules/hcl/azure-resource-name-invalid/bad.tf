resource "azurerm_storage_account" "logs" { # want "hcl/azure-resource-name-invalid"
  name                     = "app-logs-storage"
  resource_group_name      = azurerm_resource_group.app.name
  location                 = azurerm_resource_group.app.location
  account_tier             = "Standard"
  account_replication_type = "GRS"
}

resource "azurerm_container_registry" "images" { # want "hcl/azure-resource-name-invalid"
  name                = "app_images"
  resource_group_name = azurerm_resource_group.app.name
  location            = azurerm_resource_group.app.location
  sku                 = "Premium"
}

resource "azurerm_key_vault" "secrets" { # want "hcl/azure-resource-name-invalid"
  name                = "app--secrets"
  location            = azurerm_resource_group.app.location
  resource_group_name = azurerm_resource_group.app.name
  tenant_id           = data.azurerm_client_config.current.tenant_id
  sku_name            = "standard"
}

resource "azurerm_storage_account" "upper" { # want "hcl/azure-resource-name-invalid"
  name                     = "AppData01"
  resource_group_name      = "rg-app"
  location                 = "westeurope"
  account_tier             = "Standard"
  account_replication_type = "LRS"
}
