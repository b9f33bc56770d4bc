const mot = 'été'
