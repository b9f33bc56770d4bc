FROM node:20-slim
CMD ["npm", "run", "migrate", "&&", "npm", "start"] # want "dockerfile/exec-form-shell-syntax"
ENTRYPOINT ["echo", "$HOME"] # want "dockerfile/exec-form-shell-syntax"
