resource "azurerm_cosmosdb_account" "written" { # want "hcl/cosmosdb-key-metadata-writes"
  name                               = "written"
  offer_type                         = "Standard"
  access_key_metadata_writes_enabled = true
}
