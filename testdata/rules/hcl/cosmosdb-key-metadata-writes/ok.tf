# the default, left alone: an account key already reaches all the data
resource "azurerm_cosmosdb_account" "plain" {
  name       = "plain"
  offer_type = "Standard"
}

resource "azurerm_cosmosdb_account" "db" {
  name                               = "db"
  location                           = "westeurope"
  resource_group_name                = "rg"
  offer_type                         = "Standard"
  access_key_metadata_writes_enabled = false
}

resource "azurerm_cosmosdb_account" "by_var" {
  name                               = "by-var"
  offer_type                         = "Standard"
  access_key_metadata_writes_enabled = var.metadata_writes
}
