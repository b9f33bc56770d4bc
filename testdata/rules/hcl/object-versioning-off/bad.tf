resource "google_storage_bucket" "k" { # want "hcl/object-versioning-off: versioning enabled = false"
  name                        = "k"
  location                    = "EU"
  uniform_bucket_level_access = true
  versioning {
    enabled = false
  }
}

resource "azurerm_storage_account" "docs" { # want "hcl/object-versioning-off: blob_properties versioning_enabled = false"
  name                     = "docs"
  resource_group_name      = "rg"
  location                 = "westeurope"
  account_tier             = "Standard"
  account_replication_type = "GRS"
  blob_properties {
    versioning_enabled = false
  }
}
