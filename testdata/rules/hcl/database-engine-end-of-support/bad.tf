resource "aws_db_instance" "legacy" { # want "hcl/database-engine-end-of-support"
  engine         = "mysql"
  engine_version = "5.7"
  instance_class = "db.t3.micro"
}

resource "aws_rds_cluster" "orders" { # want "hcl/database-engine-end-of-support"
  cluster_identifier = "orders"
  engine             = "aurora-postgresql"
  engine_version     = "11.21"
}

resource "google_sql_database_instance" "reports" { # want "hcl/database-engine-end-of-support"
  name             = "reports"
  database_version = "POSTGRES_12"
  settings {
    tier = "db-custom-2-7680"
  }
}

resource "azurerm_postgresql_flexible_server" "app" { # want "hcl/database-engine-end-of-support"
  name                = "app"
  resource_group_name = azurerm_resource_group.rg.name
  location            = azurerm_resource_group.rg.location
  version             = "12"
  sku_name            = "GP_Standard_D2s_v3"
}

resource "aws_rds_cluster" "sessions" { # want "hcl/database-engine-end-of-support"
  cluster_identifier = "sessions"
  engine             = "aurora-mysql"
  engine_version     = "5.7.mysql_aurora.2.11.2"
}
