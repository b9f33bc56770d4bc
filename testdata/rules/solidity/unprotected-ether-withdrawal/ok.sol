pragma solidity 0.8.24;

contract Treasury {
    address owner;
    mapping(address => uint256) balances;

    function withdraw(address payable to, uint256 amount) external onlyOwner {
        to.transfer(amount);
    }

    function claim() external {
        uint256 amount = balances[msg.sender];
        balances[msg.sender] = 0;
        payable(msg.sender).transfer(amount);
    }

    function sweep(address to) public {
        require(msg.sender == owner, "owner");
        payable(to).transfer(address(this).balance);
    }
}
