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
