resource "azurerm_postgresql_flexible_server_database" "orders" {
  name      = "orders"
  server_id = azurerm_postgresql_flexible_server.main.id
  charset   = "UTF8"
  collation = "en_US.utf8"
}

resource "azurerm_app_service_environment_v3" "main" {
  name                = "ase"
  resource_group_name = azurerm_resource_group.main.name
  subnet_id           = azurerm_subnet.ase.id
}

resource "google_artifact_registry_repository" "images" {
  location      = "europe-west1"
  repository_id = "images"
  format        = "DOCKER"
}

resource "google_workbench_instance" "research" {
  name     = "research"
  location = "europe-west1-b"
}

# reading what a retired service left behind is not creating one
data "aws_qldb_ledger" "archive" {
  name = "archive"
}
