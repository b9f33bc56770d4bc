resource "aws_db_instance" "orders" { # want "hcl/data-deleted-on-destroy: skip_final_snapshot = true"
  engine              = "postgres"
  instance_class      = "db.t3.medium"
  skip_final_snapshot = true
}

resource "aws_s3_bucket" "invoices" { # want "hcl/data-deleted-on-destroy: force_destroy = true"
  bucket        = "invoices"
  force_destroy = true
}

resource "aws_secretsmanager_secret" "db" { # want "hcl/data-deleted-on-destroy: recovery_window_in_days = 0"
  name                    = "prod/db"
  recovery_window_in_days = 0
}

resource "aws_backup_vault" "main" { # want "hcl/data-deleted-on-destroy: force_destroy = true"
  name          = "main"
  force_destroy = true
}

resource "digitalocean_spaces_bucket" "uploads" { # want "hcl/data-deleted-on-destroy"
  name          = "uploads"
  region        = "ams3"
  force_destroy = true
}
