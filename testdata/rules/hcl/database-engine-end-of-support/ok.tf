resource "aws_db_instance" "current" {
  engine         = "mysql"
  engine_version = "8.0.39"
  instance_class = "db.t3.micro"
}

resource "aws_db_instance" "maria" {
  engine         = "mariadb"
  engine_version = "10.11"
  instance_class = "db.t3.micro"
}

resource "aws_rds_cluster" "orders" {
  cluster_identifier = "orders"
  engine             = "aurora-postgresql"
  engine_version     = "16.4"
}

resource "aws_rds_cluster" "sessions" {
  cluster_identifier = "sessions"
  engine             = "aurora-mysql"
  engine_version     = "8.0.mysql_aurora.3.07.1"
}

resource "google_sql_database_instance" "reports" {
  name             = "reports"
  database_version = "POSTGRES_16"
  settings {
    tier = "db-custom-2-7680"
  }
}

resource "azurerm_mysql_flexible_server" "app" {
  name                = "app"
  resource_group_name = azurerm_resource_group.rg.name
  location            = azurerm_resource_group.rg.location
  version             = "8.0.21"
  sku_name            = "GP_Standard_D2ds_v4"
}
