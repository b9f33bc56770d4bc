pragma solidity 0.8.24;

contract Bank {
    mapping(address => uint256) public balances;

    function withdraw() external {
        uint256 amount = balances[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}(""); // want "solidity/reentrancy"
        require(ok);
        balances[msg.sender] = 0;
    }

    function withdrawSome(uint256 amount) external {
        require(balances[msg.sender] >= amount);
        require(payable(msg.sender).call{value: amount, gas: 50000}("")); // want "solidity/reentrancy"
        balances[msg.sender] -= amount;
    }
}

contract Drop {
    mapping(address => bool) claimed;
    uint256 next;

    function claim() external {
        require(!claimed[msg.sender]);
        _safeMint(msg.sender, next); // want "solidity/reentrancy"
        claimed[msg.sender] = true;
    }
}

contract Collection {
    uint256 public totalMinted;
    uint256 public constant MAX = 100;

    function mint() external {
        require(totalMinted < MAX);
        _safeMint(msg.sender, totalMinted); // want "solidity/reentrancy"
        totalMinted++;
    }
}

interface IERC777 {
    function send(address recipient, uint256 amount, bytes calldata data) external;
}

contract Vault777 {
    IERC777 token;
    mapping(address => uint256) deposits;

    function withdraw(uint256 amount) external {
        require(deposits[msg.sender] >= amount);
        token.send(msg.sender, amount, ""); // want "solidity/reentrancy"
        deposits[msg.sender] -= amount;
    }
}

contract CToken {
    mapping(address => uint256) accountBorrows;
    uint256 totalBorrows;

    function borrowFresh(address payable borrower, uint256 borrowAmount) internal returns (uint256) {
        doTransferOut(borrower, borrowAmount); // want "solidity/reentrancy"
        accountBorrows[borrower] = accountBorrows[borrower] + borrowAmount;
        totalBorrows = totalBorrows + borrowAmount;
        return 0;
    }
}

contract Legacy {
    mapping(address => uint256) balances;

    function withdraw(uint256 amount) public {
        if (balances[msg.sender] >= amount) {
            (bool ok, ) = msg.sender.call{value: amount}(""); // want "solidity/reentrancy"
            require(ok);
            balances[msg.sender] -= amount;
        }
    }
}
