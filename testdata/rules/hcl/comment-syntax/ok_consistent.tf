/*
 * Copyright 2024 Example
 */

// This file is written in one comment style throughout.
resource "aws_instance" "web" {
  // the golden image
  ami = var.ami_id
}
