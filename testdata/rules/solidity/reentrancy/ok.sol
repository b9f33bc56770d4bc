pragma solidity 0.8.24;

contract Bank {
    mapping(address => uint256) public balances;

    function withdraw() external {
        uint256 amount = balances[msg.sender];
        balances[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok);
    }

    function withdrawGuarded(uint256 amount) external nonReentrant {
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok);
        balances[msg.sender] -= amount;
    }
}

contract Staking {
    IERC20 token;
    IERC721 nft;
    mapping(address => uint256) staked;
    mapping(uint256 => address) depositor;

    function stake(uint256 amount) external {
        IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
        staked[msg.sender] += amount;
    }

    function deposit(uint256 id) external {
        nft.safeTransferFrom(msg.sender, address(this), id);
        depositor[id] = msg.sender;
    }
}
