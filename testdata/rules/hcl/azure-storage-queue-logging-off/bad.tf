resource "azurerm_storage_account" "main" { # want "hcl/azure-storage-queue-logging-off"
  name                     = "acmemain"
  resource_group_name      = azurerm_resource_group.main.name
  location                 = "westeurope"
  account_tier             = "Standard"
  account_replication_type = "GRS"
  queue_properties {
    hour_metrics {
      enabled = true
      version = "1.0"
    }
  }
}

resource "azurerm_storage_account" "jobs" { # want "hcl/azure-storage-queue-logging-off"
  name                     = "acmejobs"
  resource_group_name      = azurerm_resource_group.main.name
  location                 = "westeurope"
  account_tier             = "Standard"
  account_replication_type = "GRS"
  queue_properties {
    logging {
      delete  = true
      read    = false
      write   = true
      version = "1.0"
    }
  }
}
