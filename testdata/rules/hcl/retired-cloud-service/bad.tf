resource "azurerm_postgresql_database" "orders" { # want "hcl/retired-cloud-service: azurerm_postgresql_database belongs to a service that has been retired"
  name                = "orders"
  resource_group_name = azurerm_resource_group.main.name
  server_name         = var.legacy_server_name
  charset             = "UTF8"
  collation           = "English_United States.1252"
}

resource "google_cloudiot_registry" "devices" { # want "hcl/retired-cloud-service: google_cloudiot_registry"
  name   = "devices"
  region = "europe-west1"
}

resource "aws_opsworks_stack" "legacy" { # want "hcl/retired-cloud-service: aws_opsworks_stack"
  name                         = "legacy"
  region                       = "eu-west-1"
  service_role_arn             = aws_iam_role.opsworks.arn
  default_instance_profile_arn = aws_iam_instance_profile.opsworks.arn
}

resource "aws_qldb_ledger" "audit" { # want "hcl/retired-cloud-service: aws_qldb_ledger"
  name             = "audit"
  permissions_mode = "STANDARD"
}
