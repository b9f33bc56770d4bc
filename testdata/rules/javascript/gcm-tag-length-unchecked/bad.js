const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv); // want "javascript/gcm-tag-length-unchecked"
decipher.setAuthTag(tag);
